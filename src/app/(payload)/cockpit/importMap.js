import { ExportSubscribersLink as ExportSubscribersLink_05065e80873fdaa8350ca10303cec55e } from '../../../../src/newsletter/ExportSubscribersLink'
import { RerunJobButton as RerunJobButton_e23315bb7512f59ade8b24310bf799b1 } from '../../../../src/jobs/RerunJobButton'
import { McpTokensNavLink as McpTokensNavLink_898b8b42cd1d8e23c39fb9223b84ad2b } from '../../../../src/oauth/cockpit/McpTokensNavLink'
import { McpTokensView as McpTokensView_903151bf947652943379c097b2ea7a98 } from '../../../../src/oauth/cockpit/McpTokensView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/newsletter/ExportSubscribersLink#ExportSubscribersLink": ExportSubscribersLink_05065e80873fdaa8350ca10303cec55e,
  "/src/jobs/RerunJobButton#RerunJobButton": RerunJobButton_e23315bb7512f59ade8b24310bf799b1,
  "/src/oauth/cockpit/McpTokensNavLink#McpTokensNavLink": McpTokensNavLink_898b8b42cd1d8e23c39fb9223b84ad2b,
  "/src/oauth/cockpit/McpTokensView#McpTokensView": McpTokensView_903151bf947652943379c097b2ea7a98,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
