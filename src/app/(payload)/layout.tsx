/* The cockpit's root layout, in the shape of Payload's blank template. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'

import { createDraft } from '../../cockpit/newDraft/createDraft'
import { CREATE_DRAFT } from '../../cockpit/newDraft/draftCall'
import { importMap } from './cockpit/importMap.js'

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return handleServerFunctions({ ...args, config, importMap, serverFunctions: { [CREATE_DRAFT]: createDraft } })
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
