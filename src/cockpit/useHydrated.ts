'use client'
/**
 * Whether this component's handlers are attached yet. The cockpit's pages paint from the server's HTML before React
 * hydrates them, and on a slow phone or a busy machine a click in between reaches no handler and is lost without a
 * word; a button that needs its handler stays disabled until then (a person sees it come alive, and a browser test's
 * click waits for it). False in the server's HTML and during hydration, true from the commit after.
 */
import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
