/**
 * The last step of every public HTML page before it leaves the process: Next's client scripts come out
 * (stripClientScripts.ts), and a 404 that Next left as an empty error shell becomes the site's 404 page.
 *
 * Next renders the not-found page of a dynamic route only on the client: the HTML it sends is
 * `<html id="__next_error__">` with an empty body, and the page appears only once its JavaScript has run
 * (vercel/next.js#62228). Without scripts that would be a blank page, so the shell is replaced by the site's 404
 * document, which Next prerenders properly at build time from `app/global-not-found.tsx`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { stripClientScripts } from './stripClientScripts'

const ERROR_SHELL = /^<!DOCTYPE html><html id="__next_error__"/i

export type PageHtmlFinisher = (status: number, html: string) => string

/** The prerendered 404 document of a production build, or null when there is none (development). */
export function readNotFoundDocument(projectRoot: string): string | null {
  try {
    return readFileSync(path.join(projectRoot, '.next/server/app/_not-found.html'), 'utf8')
  } catch {
    return null
  }
}

export function createPageHtmlFinisher(notFoundDocument: string | null): PageHtmlFinisher {
  return (status, html) => {
    const page = status === 404 && notFoundDocument !== null && ERROR_SHELL.test(html) ? notFoundDocument : html
    return stripClientScripts(page)
  }
}
