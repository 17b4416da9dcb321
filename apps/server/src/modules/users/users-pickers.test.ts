import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@leadhouse/domain';
import { actorWith, ENGINES, makeUser, useTestApp } from '../../test/test-app.js';

const PICKERS = [
  '/api/users/getActiveSales',
  '/api/users/getAllSalesManagers',
  '/api/users/getAllSuperSalesManagers',
  '/api/users/getUsersForAssign',
];

describe.each(ENGINES)('user pickers on %s', (engine) => {
  const t = useTestApp(engine);
  let staffEmails: string[];
  let mgrId: string;
  let reportId: string;
  let mgrHeaders: { authorization: string };
  beforeAll(async () => {
    const mgr = await actorWith(t, 'sales_manager');
    const report = await makeUser(t, { role: 'sales', managerId: mgr.user.id });
    const staff = [
      mgr.user,
      report,
      await makeUser(t, { role: 'sales' }),
      await makeUser(t, { role: 'super_sales_manager' }),
    ];
    staffEmails = staff.map((u) => u.email);
    mgrId = mgr.user.id;
    reportId = report.id;
    mgrHeaders = mgr.headers;
  });

  const get = (url: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each<Role>(['affiliate', 'integration'])(
    'gives a %s user no staff e-mail from any picker',
    async (role) => {
      const { headers } = await actorWith(t, role);
      for (const url of PICKERS) {
        const res = await get(url, headers);
        expect([200, 403], url).toContain(res.statusCode);
        if (res.statusCode === 200) expect(res.json(), url).toEqual({ rows: [], count: 0 });
        for (const email of staffEmails) expect(res.body, url).not.toContain(email);
      }
    },
  );

  it('still serves every picker to a sales manager, within its team (users team scope)', async () => {
    const ids = async (url: string) => {
      const res = await get(url, mgrHeaders);
      expect(res.statusCode, url).toBe(200);
      return res.json<{ rows: { id: string }[] }>().rows.map((r) => r.id);
    };
    expect(await ids('/api/users/getActiveSales')).toContain(reportId);
    expect(await ids('/api/users/getAllSalesManagers')).toContain(mgrId);
    // The other staff (a salesperson and a super sales manager of no team of its) are not its to pick.
    expect(await ids('/api/users/getAllSuperSalesManagers')).toEqual([]);
    expect((await ids('/api/users/getActiveSales')).sort()).toEqual([reportId]);
    expect((await ids('/api/users/getUsersForAssign')).sort()).toEqual([mgrId, reportId].sort());
  });
});
