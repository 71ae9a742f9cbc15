'use client'
/**
 * Makes a new draft through the create-draft server function (a POST, ./createDraft.ts) and opens it for editing,
 * as Payload's "Create new" did through a GET. One draft at a time: a second click while the first is on its way
 * makes no second draft.
 */
import { toast, useConfig, useRouteTransition, useServerFunctions } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'
import { useCallback, useRef, useState } from 'react'

import { CREATE_DRAFT, type CreatedDraft } from './draftCall'

export function useCreateDraft(): { createDraft: (collectionSlug: string) => Promise<void>; busy: boolean } {
  const { serverFunction } = useServerFunctions()
  const { startRouteTransition } = useRouteTransition()
  const { config } = useConfig()
  const router = useRouter()
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)

  const createDraft = useCallback(
    async (collectionSlug: string) => {
      if (inFlight.current) return
      inFlight.current = true
      setBusy(true)
      try {
        const made = (await serverFunction({ name: CREATE_DRAFT, args: { collectionSlug } })) as CreatedDraft
        if ('error' in made) return void toast.error(made.error)
        const path = `/collections/${collectionSlug}/${encodeURIComponent(String(made.id))}` as const
        startRouteTransition(() => router.push(formatAdminURL({ adminRoute: config.routes.admin, path })))
      } catch {
        toast.error('The draft could not be made. Try again.')
      } finally {
        inFlight.current = false
        setBusy(false)
      }
    },
    [serverFunction, startRouteTransition, router, config.routes.admin],
  )
  return { createDraft, busy }
}
