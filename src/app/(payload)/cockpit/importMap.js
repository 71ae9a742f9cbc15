import { PublicationStatusCell as PublicationStatusCell_a981f5a90ab0a7bef6d9d7de5f599873 } from '../../../../src/cockpit/PublicationStatusCell'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ArticleReads as ArticleReads_afb2078a381cfbbd06cd80255b9f9385 } from '../../../../src/cockpit/ArticleReads'
import { SocialWebCounts as SocialWebCounts_95657be3ffbd60217c6f9f6d272bf924 } from '../../../../src/cockpit/SocialWebCounts'
import { ReviewStateCell as ReviewStateCell_ed12e6151fb9a9a72a2ccd024c597f50 } from '../../../../src/cockpit/review/ReviewStateCell'
import { ReviewStateField as ReviewStateField_e67e7120333109de4a554d208b4b4540 } from '../../../../src/cockpit/review/ReviewStateField'
import { NotesPanel as NotesPanel_5926a3d924fb246b6d14b80e29793b4d } from '../../../../src/cockpit/notes/NotesPanel'
import { SeoPreview as SeoPreview_357779ec7d7c1f6c8bd292744d741b9a } from '../../../../src/cockpit/SeoPreview'
import { ReviewListFilter as ReviewListFilter_120840d67954ea82cf5fd270ce02f926 } from '../../../../src/cockpit/review/ReviewListFilter'
import { ViewLiveLink as ViewLiveLink_350f9c273a94268a7d34a8447edc9cca } from '../../../../src/cockpit/ViewLiveLink'
import { CancelScheduleButton as CancelScheduleButton_9e51821b9d9df513a9a81b8fe1ae0f56 } from '../../../../src/cockpit/CancelScheduleButton'
import { ReviewControls as ReviewControls_2b4d522693c7f4945e88f455b4ff7c1d } from '../../../../src/cockpit/review/ReviewControls'
import { NewDraftView as NewDraftView_9709e38489acee0a7449464c5257169f } from '../../../../src/cockpit/newDraft/NewDraftView'
import { RevokeApiToken as RevokeApiToken_c8383c3e347cff3c32d60ac61750269e } from '../../../../src/cockpit/apiTokens/RevokeApiToken'
import { IssueApiToken as IssueApiToken_2122fc33d75fdb1de4d9a0726b1df50c } from '../../../../src/cockpit/apiTokens/IssueApiToken'
import { WebhookDeliveries as WebhookDeliveries_bbaa86d823ab7ec8c2756caf87097b1b } from '../../../../src/cockpit/webhooks/WebhookDeliveries'
import { RegisterWebhook as RegisterWebhook_5757b9fbe5ec6767a0c1ba8625b2146f } from '../../../../src/cockpit/webhooks/RegisterWebhook'
import { ExportSubscribersLink as ExportSubscribersLink_d1a6b8d82978a20a9b4c73491b82c080 } from '../../../../src/features/newsletter/ExportSubscribersLink'
import { IssueActions as IssueActions_2e4e14fd6055facc21750ce5e95af044 } from '../../../../src/features/newsletter/cockpit/IssueActions'
import { RunReport as RunReport_8ac72830acb7b50632bcb26be2549d6a } from '../../../../src/features/newsletter/cockpit/RunReport'
import { AuditChanges as AuditChanges_ddbacc2b7020faa900b90241a7c5d4ec } from '../../../../src/cockpit/audit/AuditChanges'
import { ExportAuditTrailLink as ExportAuditTrailLink_ea9ed41f3b1df7ed24e657d1b14b31eb } from '../../../../src/cockpit/audit/ExportAuditTrailLink'
import { RerunJobButton as RerunJobButton_a66d1512f50c06d10ec3c61824e202f9 } from '../../../../src/features/jobs/RerunJobButton'
import { SignOutButton as SignOutButton_3ff62d1d02a1129d8d3be0e85e849be7 } from '../../../../src/cockpit/signOut/SignOutButton'
import { CockpitIcon as CockpitIcon_df8089d06ae23d6573fcd11dc8bdff27 } from '../../../../src/cockpit/brand/CockpitBrand'
import { CockpitLogo as CockpitLogo_df8089d06ae23d6573fcd11dc8bdff27 } from '../../../../src/cockpit/brand/CockpitBrand'
import { InboxBadge as InboxBadge_a815e73d1af809a35b7cb9ad8a677381 } from '../../../../src/cockpit/inbox/InboxBadge'
import { McpTokensNavLink as McpTokensNavLink_2eb876aad4194bad20f3c566fd3314b1 } from '../../../../src/features/oauth/cockpit/McpTokensNavLink'
import { SecurityNavLink as SecurityNavLink_b4d5fff7c51cdbbf7804441f2f78a7fb } from '../../../../src/cockpit/secondFactor/SecurityNavLink'
import { SiteExportNavLink as SiteExportNavLink_0ddf7be9a95f014f7893d690954dd2d3 } from '../../../../src/cockpit/siteExport/SiteExportNavLink'
import { ImportNavLink as ImportNavLink_19ac7ced1cec8d48d02d6cedd1fba071 } from '../../../../src/cockpit/importing/ImportNavLink'
import { InboxNavLink as InboxNavLink_70c7c82d4bd0981d23a0723154371543 } from '../../../../src/cockpit/inbox/InboxNavLink'
import { CreateDraftLinks as CreateDraftLinks_d7b9b05231b35de7247f8df84cae44f2 } from '../../../../src/cockpit/newDraft/CreateDraftLinks'
import { Dashboard as Dashboard_317212d362c45814587cafb36277ad1e } from '../../../../src/cockpit/dashboard/Dashboard'
import { McpTokensView as McpTokensView_157c400bc5c0d2c35a95e8da51fd1cf9 } from '../../../../src/features/oauth/cockpit/McpTokensView'
import { InboxView as InboxView_4f14102a525701ec334a3609028f3bcf } from '../../../../src/cockpit/inbox/InboxView'
import { SignOutView as SignOutView_2eb11bd4fcb5bceef26169809d3ada2d } from '../../../../src/cockpit/signOut/SignOutView'
import { SignInView as SignInView_630a82dc631cc6b13dc422a79d9bbe99 } from '../../../../src/cockpit/secondFactor/SignInView'
import { SecurityView as SecurityView_258e2ae86b3bbc683d12b796ec4d4d34 } from '../../../../src/cockpit/secondFactor/SecurityView'
import { ImportView as ImportView_549c3df03612a87675b17d6ce22c3fbc } from '../../../../src/cockpit/importing/ImportView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/cockpit/PublicationStatusCell#PublicationStatusCell": PublicationStatusCell_a981f5a90ab0a7bef6d9d7de5f599873,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/cockpit/ArticleReads#ArticleReads": ArticleReads_afb2078a381cfbbd06cd80255b9f9385,
  "/src/cockpit/SocialWebCounts#SocialWebCounts": SocialWebCounts_95657be3ffbd60217c6f9f6d272bf924,
  "/src/cockpit/review/ReviewStateCell#ReviewStateCell": ReviewStateCell_ed12e6151fb9a9a72a2ccd024c597f50,
  "/src/cockpit/review/ReviewStateField#ReviewStateField": ReviewStateField_e67e7120333109de4a554d208b4b4540,
  "/src/cockpit/notes/NotesPanel#NotesPanel": NotesPanel_5926a3d924fb246b6d14b80e29793b4d,
  "/src/cockpit/SeoPreview#SeoPreview": SeoPreview_357779ec7d7c1f6c8bd292744d741b9a,
  "/src/cockpit/review/ReviewListFilter#ReviewListFilter": ReviewListFilter_120840d67954ea82cf5fd270ce02f926,
  "/src/cockpit/ViewLiveLink#ViewLiveLink": ViewLiveLink_350f9c273a94268a7d34a8447edc9cca,
  "/src/cockpit/CancelScheduleButton#CancelScheduleButton": CancelScheduleButton_9e51821b9d9df513a9a81b8fe1ae0f56,
  "/src/cockpit/review/ReviewControls#ReviewControls": ReviewControls_2b4d522693c7f4945e88f455b4ff7c1d,
  "/src/cockpit/newDraft/NewDraftView#NewDraftView": NewDraftView_9709e38489acee0a7449464c5257169f,
  "/src/cockpit/apiTokens/RevokeApiToken#RevokeApiToken": RevokeApiToken_c8383c3e347cff3c32d60ac61750269e,
  "/src/cockpit/apiTokens/IssueApiToken#IssueApiToken": IssueApiToken_2122fc33d75fdb1de4d9a0726b1df50c,
  "/src/cockpit/webhooks/WebhookDeliveries#WebhookDeliveries": WebhookDeliveries_bbaa86d823ab7ec8c2756caf87097b1b,
  "/src/cockpit/webhooks/RegisterWebhook#RegisterWebhook": RegisterWebhook_5757b9fbe5ec6767a0c1ba8625b2146f,
  "/src/features/newsletter/ExportSubscribersLink#ExportSubscribersLink": ExportSubscribersLink_d1a6b8d82978a20a9b4c73491b82c080,
  "/src/features/newsletter/cockpit/IssueActions#IssueActions": IssueActions_2e4e14fd6055facc21750ce5e95af044,
  "/src/features/newsletter/cockpit/RunReport#RunReport": RunReport_8ac72830acb7b50632bcb26be2549d6a,
  "/src/cockpit/audit/AuditChanges#AuditChanges": AuditChanges_ddbacc2b7020faa900b90241a7c5d4ec,
  "/src/cockpit/audit/ExportAuditTrailLink#ExportAuditTrailLink": ExportAuditTrailLink_ea9ed41f3b1df7ed24e657d1b14b31eb,
  "/src/features/jobs/RerunJobButton#RerunJobButton": RerunJobButton_a66d1512f50c06d10ec3c61824e202f9,
  "/src/cockpit/signOut/SignOutButton#SignOutButton": SignOutButton_3ff62d1d02a1129d8d3be0e85e849be7,
  "/src/cockpit/brand/CockpitBrand#CockpitIcon": CockpitIcon_df8089d06ae23d6573fcd11dc8bdff27,
  "/src/cockpit/brand/CockpitBrand#CockpitLogo": CockpitLogo_df8089d06ae23d6573fcd11dc8bdff27,
  "/src/cockpit/inbox/InboxBadge#InboxBadge": InboxBadge_a815e73d1af809a35b7cb9ad8a677381,
  "/src/features/oauth/cockpit/McpTokensNavLink#McpTokensNavLink": McpTokensNavLink_2eb876aad4194bad20f3c566fd3314b1,
  "/src/cockpit/secondFactor/SecurityNavLink#SecurityNavLink": SecurityNavLink_b4d5fff7c51cdbbf7804441f2f78a7fb,
  "/src/cockpit/siteExport/SiteExportNavLink#SiteExportNavLink": SiteExportNavLink_0ddf7be9a95f014f7893d690954dd2d3,
  "/src/cockpit/importing/ImportNavLink#ImportNavLink": ImportNavLink_19ac7ced1cec8d48d02d6cedd1fba071,
  "/src/cockpit/inbox/InboxNavLink#InboxNavLink": InboxNavLink_70c7c82d4bd0981d23a0723154371543,
  "/src/cockpit/newDraft/CreateDraftLinks#CreateDraftLinks": CreateDraftLinks_d7b9b05231b35de7247f8df84cae44f2,
  "/src/cockpit/dashboard/Dashboard#Dashboard": Dashboard_317212d362c45814587cafb36277ad1e,
  "/src/features/oauth/cockpit/McpTokensView#McpTokensView": McpTokensView_157c400bc5c0d2c35a95e8da51fd1cf9,
  "/src/cockpit/inbox/InboxView#InboxView": InboxView_4f14102a525701ec334a3609028f3bcf,
  "/src/cockpit/signOut/SignOutView#SignOutView": SignOutView_2eb11bd4fcb5bceef26169809d3ada2d,
  "/src/cockpit/secondFactor/SignInView#SignInView": SignInView_630a82dc631cc6b13dc422a79d9bbe99,
  "/src/cockpit/secondFactor/SecurityView#SecurityView": SecurityView_258e2ae86b3bbc683d12b796ec4d4d34,
  "/src/cockpit/importing/ImportView#ImportView": ImportView_549c3df03612a87675b17d6ce22c3fbc,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
