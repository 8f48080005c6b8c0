import { expect, test, type APIRequestContext } from '@playwright/test';
import type { TPickDetail, TPickRow, TSalesOrderListRow } from '../src/contract';
import { PASSWORD, adminAtSxd } from './helpers';

/*
 * Picking on the server (server/areas/picks): a new demo order of today at SXD DC1 (the demo
 * picks seed adds some to every run) gets its picks, a line is picked through the envelope,
 * and the sales order screen shows the supplied quantity and its picker.
 */

async function api<T>(request: APIRequestContext, entity: string, action: string, data: unknown) {
  const login = await request.post('/api/auth/login', {
    data: { username: 'admin', password: PASSWORD },
  });
  const token = ((await login.json()) as { token: string }).token;
  const answer = await request.post('/api/sales_order/', {
    headers: { authorization: `Bearer ${token}` },
    data: { site_id: 'SXD', entity, action, data },
  });
  const body = (await answer.json()) as { results: T[]; errors: { message: string }[] };
  expect(body.errors).toEqual([]);
  return body.results;
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a line picked through the envelope shows on the sales order with its picker', async ({
  page,
  request,
}) => {
  const orders = await api<TSalesOrderListRow>(request, 'sales_order', 'list', {
    search_type: 'DATE_RANGE',
    warehouse: 'DC1',
    from_date: day(-1),
    to_date: day(1),
    status: 'new',
  });
  const order = orders
    .filter((o) => !o.hold && o.run_id)
    .sort((a, b) => b.sales_order.localeCompare(a.sales_order))[0]!;
  expect(order).toBeTruthy();

  const picks = await api<TPickRow>(request, 'pick', 'create', {
    warehouse_id: 'DC1',
    run_id: order.run_id,
    required_date: order.required_date,
    sales_order_numbers: [order.sales_order],
  });
  expect(picks.length).toBeGreaterThan(0);
  expect(picks.every((p) => p.pick_type === 'Single' && p.status === 'new')).toBe(true);
  const [pick] = await api<TPickDetail>(request, 'pick', 'get', { pick_id: picks[0]!.pick_id });
  const line = pick!.pick_lines.find((l) => l.pick_face !== '')!;
  const [after] = await api<TPickDetail>(request, 'pick_attempt', 'add', {
    pick_line_id: line.pick_line_id,
    quantity_picked: line.quantity_req,
  });
  expect(after!.pick_lines.find((l) => l.pick_line_id === line.pick_line_id)).toMatchObject({
    quantity_picked: line.quantity_req,
  });

  await adminAtSxd(page);
  await page.goto(`/so/${encodeURIComponent(order.sales_order)}`);
  const lines = page.getByRole('table', { name: 'Order lines', exact: true });
  await expect(lines.getByRole('row').filter({ hasText: line.inventory_code })).toContainText(
    String(line.quantity_req),
  );
  await page.getByRole('tab', { name: 'Pickers' }).click();
  const pickers = page.getByRole('table', { name: 'Pickers', exact: true });
  await expect(pickers.getByRole('row').filter({ hasText: 'admin' })).toHaveCount(1);
});
