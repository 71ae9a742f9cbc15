import { RerunJobButton as RerunJobButton_e23315bb7512f59ade8b24310bf799b1 } from '../../../../src/jobs/RerunJobButton'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/jobs/RerunJobButton#RerunJobButton": RerunJobButton_e23315bb7512f59ade8b24310bf799b1,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
