import { jest } from '@jest/globals';
import { csvTextResponse, downloadCsv } from './csv';

describe('csvTextResponse', () => {
  it('keeps the byte-order mark a spreadsheet needs to read UTF-8', async () => {
    const text = await csvTextResponse(new Response('\uFEFFIme;Gosti\r\nČedo;2\r\n'));
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toBe('\uFEFFIme;Gosti\r\nČedo;2\r\n');
  });
});

describe('downloadCsv', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:stol/1');
  const revokeObjectURL = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.clearAllMocks();
  });

  it('clicks a temporary link to the file under the given name, then removes it and frees the URL', async () => {
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    downloadCsv('\uFEFFa;b\r\n', 'stol-report-1-2026-11-27.csv');
    expect(clicked).toEqual([{ href: 'blob:stol/1', download: 'stol-report-1-2026-11-27.csv' }]);
    expect(document.querySelector('a')).toBeNull();
    const blob = createObjectURL.mock.calls.at(0)?.[0];
    if (!blob) throw new Error('no file was made');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:stol/1');
    click.mockRestore();
  });
});
