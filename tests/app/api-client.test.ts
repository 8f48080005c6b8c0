import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiEvents,
  call,
  clearSession,
  getSession,
  login,
  setSession,
  setWorkContext,
  type TAlertMessage,
} from '../../src/api';
import { ALL, site, user } from './fixtures';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
const envelope = (patch: Record<string, unknown> = {}) => ({
  success: true,
  results: [],
  errors: [],
  warnings: [],
  info: [],
  ...patch,
});

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const alerts: TAlertMessage[] = [];
  const offs: (() => void)[] = [];

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    alerts.length = 0;
    offs.push(apiEvents.on('alert', (a) => alerts.push(a)));
    setSession({ token: 'tok', user: user([site('SXD', ALL)]) });
    setWorkContext({
      user_id: 'admin',
      site_id: 'SXD',
      warehouse: 'ALL',
      run_set: null,
      printer_set: null,
      work_centre: null,
    });
  });
  afterEach(() => {
    offs.splice(0).forEach((off) => off());
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    clearSession();
    setWorkContext(null);
  });

  it('sends the envelope with site, user and bearer token and raises warnings and info', async () => {
    fetchMock.mockResolvedValue(
      answer(
        200,
        envelope({ results: [{ a: 1 }], warnings: [{ message: 'w' }], info: [{ message: 'i' }] }),
      ),
    );
    const result = await call('site', {
      entity: 'site_settings',
      action: 'get',
      data: { x: 1 },
    });
    expect(result.results).toEqual([{ a: 1 }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/site/');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(JSON.parse(String(init?.body))).toEqual({
      site_id: 'SXD',
      user_id: 'admin',
      entity: 'site_settings',
      action: 'get',
      data: { x: 1 },
    });
    expect(alerts).toEqual([
      { kind: 'warning', message: 'w' },
      { kind: 'info', message: 'i' },
    ]);
  });

  it('raises the errors of a failed answer (message and exception) and throws', async () => {
    fetchMock.mockResolvedValue(
      answer(
        400,
        envelope({
          success: false,
          errors: [{ message: 'Bad', exception: 'why', code: 'VALIDATION' }],
        }),
      ),
    );
    const error = await call('x', { entity: 'e', action: 'a' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Bad', detail: 'why' });
    expect(alerts).toEqual([
      { kind: 'error', message: 'Bad', exception: 'why', code: 'VALIDATION' },
    ]);
  });

  it('keeps errors quiet when the caller shows its own message', async () => {
    fetchMock.mockResolvedValue(
      answer(400, envelope({ success: false, errors: [{ message: 'Bad' }] })),
    );
    await expect(call('x', { entity: 'e', action: 'a' }, { quietErrors: true })).rejects.toThrow(
      'Bad',
    );
    expect(alerts).toEqual([]);
  });

  it('clears the session on 401', async () => {
    const unauthorized = vi.fn();
    offs.push(apiEvents.on('unauthorized', unauthorized));
    fetchMock.mockResolvedValue(
      answer(401, envelope({ success: false, errors: [{ message: 'expired' }] })),
    );
    await expect(call('x', { entity: 'e', action: 'a' })).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('marks the app offline when the server cannot be reached', async () => {
    const network = vi.fn();
    offs.push(apiEvents.on('network', network));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await call('x', { entity: 'e', action: 'a' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetwork).toBe(true);
    expect(network).toHaveBeenCalledWith({ online: false });
    expect(getSession()).not.toBeNull();
  });

  it('reports each request start and end for the busy flag and the loading bar', async () => {
    const seen: string[] = [];
    offs.push(apiEvents.on('request:start', (e) => seen.push(`start:${e.blocking}`)));
    offs.push(apiEvents.on('request:end', (e) => seen.push(`end:${e.ok}`)));
    fetchMock.mockResolvedValue(answer(200, envelope()));
    await call('x', { entity: 'e', action: 'a' }, { blocking: true });
    expect(seen).toEqual(['start:true', 'end:true']);
  });

  it('keeps background work (the mirror refresh) off the loading bar', async () => {
    const seen: string[] = [];
    offs.push(apiEvents.on('request:start', (e) => seen.push(`start:${e.blocking}`)));
    offs.push(apiEvents.on('request:end', (e) => seen.push(`end:${e.ok}`)));
    fetchMock.mockImplementation(async () => answer(200, envelope()));
    await call('x', { entity: 'e', action: 'a' }, { background: true });
    expect(seen).toEqual([]);
    await call('x', { entity: 'e', action: 'a' });
    expect(seen).toEqual(['start:false', 'end:true']);
  });

  it("signs in with the server's answer and shows its message on bad credentials", async () => {
    clearSession();
    fetchMock.mockResolvedValueOnce(
      answer(401, {
        success: false,
        results: [],
        errors: [{ message: 'Bad credentials' }],
        warnings: [],
        info: [],
      }),
    );
    await expect(login('admin', 'wrong')).rejects.toThrow('Bad credentials');
    const u = user([site('SXD', ALL)]);
    fetchMock.mockResolvedValueOnce(
      answer(200, { token: 't2', expires_at: '2099-01-01T00:00:00Z', user: u }),
    );
    await login('admin', 'demo1234');
    expect(getSession()).toEqual({ token: 't2', user: u });
  });
});
