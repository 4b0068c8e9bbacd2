import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unzip } from '../testing/unzip';
import { zipArchive } from './zip';

const hasUnzip = spawnSync('unzip', ['-v']).status === 0;

describe('zipArchive', () => {
  const files = [
    { name: 'dane.json', data: JSON.stringify({ a: 'Zażółć gęślą jaźń', n: [1, 2, 3] }) },
    { name: 'punkty.csv', data: Buffer.from('\ufeffData;Punkty\r\n2026-11-28;50\r\n', 'utf8') },
    { name: 'pusty.txt', data: '' },
    { name: 'duży.txt', data: 'x'.repeat(200_000) },
  ];

  it('writes files that read back byte for byte, deflated, with UTF-8 names (flagged) and the Warsaw time', () => {
    const zip = zipArchive(files, new Date('2026-11-28T12:34:56Z'));
    const read = unzip(zip);
    expect([...read.keys()]).toEqual(['dane.json', 'punkty.csv', 'pusty.txt', 'duży.txt']);
    for (const f of files) expect(read.get(f.name)!.equals(Buffer.from(f.data))).toBe(true);
    expect(zip.length).toBeLessThan(5_000); // the 200 000 x compress to almost nothing
    // DOS time of the first local header: 13:34:56 in Warsaw (UTC+1 in November), 2026-11-28.
    expect(zip.readUInt16LE(10)).toBe((13 << 11) | (34 << 5) | 28);
    expect(zip.readUInt16LE(12)).toBe(((2026 - 1980) << 9) | (11 << 5) | 28);
    // 'duży.txt' is not ASCII: its name is flagged as UTF-8 (bit 11), so unzip tools show the ż.
    const local = zip.indexOf(Buffer.from('duży.txt', 'utf8')) - 30;
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    expect(zip.readUInt16LE(local + 6) & 0x0800).toBe(0x0800);
  });

  it('an empty archive is the end record alone', () => {
    const zip = zipArchive([]);
    expect(zip.length).toBe(22);
    expect(unzip(zip).size).toBe(0);
  });

  it.skipIf(!hasUnzip)('is read by Info-ZIP unzip, which tests every CRC', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'klub-zip-'));
    try {
      const file = path.join(dir, 'test.zip');
      writeFileSync(file, zipArchive(files));
      expect(execFileSync('unzip', ['-tq', file], { encoding: 'utf8' })).toMatch(/No errors detected/);
      execFileSync('unzip', ['-q', file, '-d', path.join(dir, 'out')]);
      expect(readFileSync(path.join(dir, 'out', 'punkty.csv'), 'utf8')).toBe('\ufeffData;Punkty\r\n2026-11-28;50\r\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
