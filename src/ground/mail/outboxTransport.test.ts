import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'

import { outboxTransport } from './outboxTransport'

describe('outboxTransport', () => {
  it('writes each mail as an .eml file, exactly as SMTP would carry it, and logs only its path', async () => {
    const directory = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'mail')
    const lines: string[] = []
    const transport = nodemailer.createTransport(outboxTransport(directory, (line) => lines.push(line)))
    const info = await transport.sendMail({
      from: 'PMS News <news@pmsnews.example>',
      to: 'reader@example.com',
      subject: 'Confirm your subscription',
      text: 'Open https://pmsnews.example/subscribe/confirm?token=secret-token',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
    const files = fs.readdirSync(directory)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/)
    const file = path.join(directory, files[0]!)
    expect(info.path).toBe(file)
    expect(info.envelope.to).toEqual(['reader@example.com'])
    const eml = fs.readFileSync(file, 'utf8')
    expect(eml).toMatch(/^Subject: Confirm your subscription$/m)
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    expect(eml).toContain('secret-token')
    expect(lines).toEqual([`mail written to ${file} (no SMTP_URL is set)`])
    expect(lines.join('\n')).not.toContain('secret-token')
  })

  it('writes a mail aside and renames it into place, so a watcher of the directory never reads half of one', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'))
    const seen: string[] = []
    const watcher = fs.watch(directory, (_event, name) => name && seen.push(name))
    try {
      const transport = nodemailer.createTransport(outboxTransport(directory, () => {}))
      const info = await transport.sendMail({
        from: 'news@pmsnews.example',
        to: 'reader@example.com',
        subject: 'Hello',
        text: 'x'.repeat(200_000),
      })
      await expect.poll(() => seen.includes(path.basename(info.path))).toBe(true)
      expect(seen).toContain(`.${path.basename(info.path)}.partial`)
      expect(fs.readdirSync(directory)).toEqual([path.basename(info.path)])
    } finally {
      watcher.close()
    }
  })
})
