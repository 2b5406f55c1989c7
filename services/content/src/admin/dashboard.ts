import type { AdminDashboard } from '../generated/graphql.ts';

/** Spec part 1 §3 Admin dashboard: the welcome and the panel's features, as the main view lists them. */
export const ADMIN_DASHBOARD: AdminDashboard = {
  message: 'Bem-vindo ao painel administrativo do Juba! Acompanhe a plataforma e gerencie conteúdos e configurações.',
  adminFeatures: ['Gerenciamento de usuários', 'Análises da plataforma', 'Gerenciamento de conteúdo', 'Configurações do sistema'],
};
