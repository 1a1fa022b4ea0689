import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJsonSource, useJsonSource } from '@/lib/json-source';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const parseNumbers = (value: unknown) => {
  if (!Array.isArray(value) || !value.every((n) => typeof n === 'number')) throw new Error('not a list of numbers');
  return value as number[];
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('createJsonSource', () => {
  it('fetches once for every caller and hands back the parsed file', async () => {
    fetchMock.mockResolvedValue(json([3, 1, 2]));
    const source = createJsonSource('/data/n.json', (v) => parseNumbers(v).sort());
    expect(source.current()).toBeUndefined();
    const [a, b] = await Promise.all([source.load(), source.load()]);
    expect(a).toEqual([1, 2, 3]);
    expect(b).toBe(a);
    expect(await source.load()).toBe(a);
    expect(source.current()).toBe(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/data/n.json', undefined);
  });

  it('tries again after an HTTP error instead of keeping the failure', async () => {
    fetchMock.mockResolvedValueOnce(json({}, 503)).mockResolvedValueOnce(json([1]));
    const source = createJsonSource('/data/n.json', parseNumbers);
    await expect(source.load()).rejects.toThrow('/data/n.json request failed (503)');
    expect(await source.load()).toEqual([1]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('tries again after a file that does not validate, or a network failure', async () => {
    fetchMock
      .mockResolvedValueOnce(json(['x']))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json([7]));
    const source = createJsonSource('/data/n.json', parseNumbers);
    await expect(source.load()).rejects.toThrow('not a list of numbers');
    await expect(source.load()).rejects.toThrow('Failed to fetch');
    expect(await source.load()).toEqual([7]);
    expect(source.current()).toEqual([7]);
  });

  it('asks the server again on refresh, with the request options it was given', async () => {
    fetchMock.mockResolvedValueOnce(json([1])).mockResolvedValueOnce(json([2]));
    const source = createJsonSource('/data/n.json', parseNumbers, { cache: 'no-cache' });
    expect(await source.load()).toEqual([1]);
    expect(await source.load({ refresh: true })).toEqual([2]);
    expect(await source.load()).toEqual([2]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith('/data/n.json', { cache: 'no-cache' });
  });
});

describe('useJsonSource', () => {
  it('is ready at once with the loader data, without a request', () => {
    const source = createJsonSource('/data/n.json', parseNumbers);
    const { result } = renderHook(() => useJsonSource(source, [4]));
    expect(result.current).toEqual({ status: 'ready', data: [4] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads without loader data, and a failed load offers a retry that fetches again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json([5]));
    const source = createJsonSource('/data/n.json', parseNumbers);
    const { result } = renderHook(() => useJsonSource(source));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('error'));
    const failed = result.current;
    act(() => {
      if (failed.status === 'error') failed.retry();
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: [5] }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts ready when an earlier screen already loaded the file', async () => {
    fetchMock.mockResolvedValueOnce(json([6]));
    const source = createJsonSource('/data/n.json', parseNumbers);
    await source.load();
    const { result } = renderHook(() => useJsonSource(source));
    expect(result.current).toEqual({ status: 'ready', data: [6] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
