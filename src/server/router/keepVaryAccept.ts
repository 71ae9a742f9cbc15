/**
 * One page URL answers HTML or markdown, so every page response says `Vary: Accept`, whoever sets `Vary` after us
 * (Next sets its own list and would drop ours where the page cache is not involved).
 */
import type http from 'node:http'

export function keepVaryAccept(res: http.ServerResponse): void {
  const setHeader = res.setHeader.bind(res)
  res.setHeader = ((name: string, value: number | string | readonly string[]) => {
    if (name.toLowerCase() !== 'vary') return setHeader(name, value)
    const values = (Array.isArray(value) ? value.join(',') : String(value))
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
    if (!values.some((item) => item.toLowerCase() === 'accept' || item === '*')) values.unshift('Accept')
    return setHeader(name, values.join(', '))
  }) as http.ServerResponse['setHeader']
  res.setHeader('Vary', 'Accept')
}
