import type { DataExportPart } from '@juba/contracts/data-export';
import type { IdentityDb } from '../db.ts';

/** What the identity service holds about one learner. The password is kept only as a hash, which is no one's to read: it is left out. */
export async function identityDataExport(db: IdentityDb, userId: string): Promise<DataExportPart> {
  const [user, account, exports] = await Promise.all([
    db.user.findUnique({ where: { id: userId } }),
    db.account.findUnique({ where: { id: userId }, select: { id: true, email: true, firstName: true, lastName: true, roles: true, createdAt: true } }),
    db.dataExport.findMany({ where: { userId }, select: { id: true, status: true, createdAt: true, completedAt: true, expiresAt: true } }),
  ]);
  return {
    fields: {
      user: 'Seu usuário no Juba: nome, e-mail e foto, como o provedor de identidade os informou, e quando você entrou pela primeira vez.',
      account:
        'Sua conta de acesso, quando criada no próprio Juba: e-mail, nome e papéis (a senha é guardada só como um resumo criptográfico e não é exportada).',
      dataExports: 'Os pedidos de cópia dos seus dados, como este.',
    },
    data: { user, account, dataExports: exports },
  };
}
