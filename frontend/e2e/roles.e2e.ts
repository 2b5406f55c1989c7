import { describe, expect, inject, test } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { shown } from './support/expect-ui.ts';
import { signInFromLanding, topBar } from './support/flows.ts';
import './support/provided.ts';

const ui = useBrowserPage();

describe('roles in the top bar', () => {
  test('the seeded admin sees the Admin link', async () => {
    const { admin } = inject('juba').accounts;
    const page = ui.page;
    await signInFromLanding(page, admin);
    await shown(topBar.firstName(page, admin.firstName), `the admin's first name ${admin.firstName}`);
    await shown(topBar.link(page, 'Admin'), 'the Admin link');
    expect(await topBar.link(page, 'Admin').getAttribute('href')).toBe('/admin');
    await expectAccessible(page, "the admin's dashboard");
    await ui.snap('admin-top-bar');
  });

  test('the seeded learner does not', async () => {
    const { learner } = inject('juba').accounts;
    const page = ui.page;
    await signInFromLanding(page, learner);
    await shown(topBar.firstName(page, learner.firstName), `the learner's first name ${learner.firstName}`);
    // The bar is fully drawn (its other links are there), so a missing Admin link is a decision, not a delay.
    await shown(topBar.link(page, 'Progress'), 'the Progress link');
    expect(await topBar.link(page, 'Admin').count()).toBe(0);
    await expectAccessible(page, "the learner's dashboard");
    await ui.snap('learner-top-bar');
  });
});
