import { postgresAdapter } from '@payloadcms/db-postgres'
import path from 'node:path'
import { buildConfig, type Config } from 'payload'
import sharp from 'sharp'

import { ApiTokens } from './src/collections/ApiTokens'
import { Webhooks } from './src/collections/Webhooks'
import { ArticleNotes } from './src/collections/ArticleNotes'
import { Articles } from './src/collections/Articles'
import { Authors } from './src/collections/Authors'
import { Categories } from './src/collections/Categories'
import { Tags } from './src/collections/Tags'
import { Comparisons } from './src/collections/Comparisons'
import { GlossaryTerms } from './src/collections/GlossaryTerms'
import { IdempotencyKeys } from './src/collections/IdempotencyKeys'
import { McpAuditEvents } from './src/collections/McpAuditEvents'
import { StaffAuditEvents } from './src/collections/StaffAuditEvents'
import { answerRoleRefusals } from './src/hooks/answerRoleRefusals'
import { keepPublicMessages } from './src/hooks/keepPublicMessages'
import { SocialBlocks, SocialReplies } from './src/collections/SocialReplies'
import { NewsletterIssues } from './src/collections/NewsletterIssues'
import { NewsletterRuns } from './src/collections/NewsletterRuns'
import { Notifications } from './src/collections/Notifications'
import { announcingContentChanges } from './src/hooks/announceContentChange'
import { sendingWebhookEvents } from './src/hooks/queueWebhookEvents'
import { redirectingOldAddresses } from './src/hooks/redirectOldAddresses'
import { askingBeforeNewDrafts } from './src/cockpit/newDraft/askingBeforeNewDrafts'
import { refusingMalformedQueries } from './src/hooks/refuseMalformedQueries'
import { refusingNulCharacters } from './src/hooks/refuseNulCharacters'
import { Media } from './src/collections/Media'
import { Pmses } from './src/collections/Pmses'
import { PrLinks } from './src/collections/PrLinks'
import { PublishEvents } from './src/collections/PublishEvents'
import { Redirects } from './src/collections/Redirects'
import { SecuritySettings } from './src/collections/SecuritySettings'
import { AgentPolicy } from './src/collections/AgentPolicy'
import { Subscribers } from './src/collections/Subscribers'
import { Users } from './src/collections/Users'
import { passwordResetMailTask } from './src/features/auth/passwordResetMailTask'
import { forgotPasswordMutation } from './src/endpoints/forgotPasswordMutation'
import { siteExportDownload } from './src/endpoints/siteExportDownload'
import { importRunEndpoint, uploadImportEndpoint } from './src/endpoints/importRuns'
import { importRunTask } from './src/features/importing/importRunTask'
import { answerDatabaseErrors } from './src/ground/db/databaseErrors'
import { resolveDatabaseUrl, resolvePayloadSecret } from './src/ground/config/database'
import { skipLatestFlipForNewDocuments } from './src/ground/db/firstVersionOfNewDocuments'
import { logPoolErrors } from './src/ground/db/logPoolErrors'
import { configureLog, processLogger } from './src/ground/log'
import { surfaceCommitFailures } from './src/ground/db/surfaceCommitFailures'
import { env } from './src/ground/env'
import { roleOf } from './src/content/access/roles'
import { PROJECT_ROOT } from './src/ground/lib/projectRoot'
import { carryTraceIntoJobs } from './src/features/jobs/traceIntoJobs'
import { jobsCollection } from './src/features/jobs/jobsCollection'
import { mailAdapter } from './src/ground/mail/mailAdapter'
import { confirmationMailTask } from './src/features/newsletter/confirmationMailTask'
import { notificationMailTask } from './src/features/notifications/notificationMailTask'
import { webhookDisabledMailTask } from './src/features/webhooks/webhookDisabledMailTask'
import { purgeTrashTask } from './src/features/trash/purgeTrashTask'
import { revokeClientGrantsEndpoint, revokeGrantEndpoint } from './src/features/oauth/cockpit/revokeGrantEndpoint'
import { publishArticleWorkflow, publishingTasks } from './src/features/publishing/publishWorkflow'

// The process's one log (src/ground/log.ts), set from the settings before Payload takes it.
configureLog(env.LOG_LEVEL, env.NODE_ENV === 'development')

export default buildConfig({
  // Only an explicit BASE_URL pins absolute URLs; otherwise the cockpit works on whatever host it is reached by.
  serverURL: env.BASE_URL ? env.baseUrl : '',
  secret: resolvePayloadSecret(env),
  routes: { admin: '/cockpit', api: '/cms-api' },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · PMS News cockpit' },
    // Gravatar would send editors' email hashes to a third party on every page.
    avatar: 'default',
    importMap: { baseDir: PROJECT_ROOT },
    components: {
      graphics: {
        Logo: '/src/cockpit/brand/CockpitBrand#CockpitLogo',
        Icon: '/src/cockpit/brand/CockpitBrand#CockpitIcon',
      },
      // Where a person sees and revokes what agents may do (docs/decisions/014-oauth-server.md).
      views: {
        // What needs attention, first (issue 25).
        dashboard: { Component: '/src/cockpit/dashboard/Dashboard#Dashboard' },
        mcpTokens: { Component: '/src/features/oauth/cockpit/McpTokensView#McpTokensView', path: '/mcp-tokens' },
        // A person's notifications (docs/decisions/062-notifications.md).
        inbox: { Component: '/src/cockpit/inbox/InboxView#InboxView', path: '/inbox' },
        // Payload's logout page logged out whoever loaded it; ours asks, and the navigation's button logs out by a POST.
        logout: { Component: '/src/cockpit/signOut/SignOutView#SignOutView' },
        // Sign-in with its second step, and each person's second factors (docs/decisions/063-second-factor.md).
        login: { Component: '/src/cockpit/secondFactor/SignInView#SignInView' },
        security: { Component: '/src/cockpit/secondFactor/SecurityView#SecurityView', path: '/security' },
        // Admins import WordPress and Ghost exports, run by the worker (docs/decisions/068-cockpit-import-runs.md).
        import: { Component: '/src/cockpit/importing/ImportView#ImportView', path: '/import' },
      },
      // The inbox with its unread count: in the header on every page, and first in the navigation.
      actions: ['/src/cockpit/inbox/InboxBadge#InboxBadge'],
      beforeNavLinks: ['/src/cockpit/inbox/InboxNavLink#InboxNavLink'],
      afterNavLinks: [
        '/src/features/oauth/cockpit/McpTokensNavLink#McpTokensNavLink',
        '/src/cockpit/secondFactor/SecurityNavLink#SecurityNavLink',
        // The full export, for admins (docs/decisions/067-full-export.md).
        '/src/cockpit/siteExport/SiteExportNavLink#SiteExportNavLink',
        '/src/cockpit/importing/ImportNavLink#ImportNavLink',
      ],
      logout: { Button: '/src/cockpit/signOut/SignOutButton#SignOutButton' },
      // "Create new" of a collection with autosaved drafts makes the draft by a POST (askingBeforeNewDrafts below).
      providers: ['/src/cockpit/newDraft/CreateDraftLinks#CreateDraftLinks'],
    },
  },
  endpoints: [
    revokeGrantEndpoint,
    revokeClientGrantsEndpoint,
    siteExportDownload,
    uploadImportEndpoint,
    importRunEndpoint,
  ],
  globals: [SecuritySettings, AgentPolicy],
  collections: [
    Articles,
    Pmses,
    Categories,
    Tags,
    Authors,
    Comparisons,
    GlossaryTerms,
    PrLinks,
    Redirects,
    PublishEvents,
    Media,
    Users,
    ApiTokens,
    Webhooks,
    Subscribers,
    NewsletterIssues,
    NewsletterRuns,
    IdempotencyKeys,
    McpAuditEvents,
    StaffAuditEvents,
    SocialReplies,
    SocialBlocks,
    Notifications,
    ArticleNotes,
  ]
    // A GET of a create route writes nothing (src/cockpit/newDraft/askingBeforeNewDrafts.ts).
    .map(askingBeforeNewDrafts)
    .map(refusingNulCharacters)
    .map(refusingMalformedQueries)
    .map(redirectingOldAddresses)
    .map(announcingContentChanges)
    .map(sendingWebhookEvents),
  db: postgresAdapter({
    pool: { connectionString: resolveDatabaseUrl(env), max: env.DATABASE_POOL_MAX },
    // Schema changes go through committed migrations only (DESIGN.md §1: push can block on a rename prompt).
    push: false,
    migrationDir: path.join(PROJECT_ROOT, 'src/features/migrations'),
  }),
  sharp,
  // SMTP_URL, or .eml files under DATA_DIR/mail (src/ground/mail/mailAdapter.ts).
  email: mailAdapter(env),
  // Publishing side effects (docs/decisions/012-publishing-jobs.md) and the newsletter's confirmation mails
  // (docs/decisions/013-newsletter.md). The queue is run by src/features/jobs/jobRunner.ts, in the app in development and in
  // `npm run worker` in production; Payload's own autoRun stays off.
  jobs: {
    tasks: [
      ...publishingTasks,
      confirmationMailTask,
      passwordResetMailTask,
      notificationMailTask,
      purgeTrashTask,
      importRunTask,
      webhookDisabledMailTask,
    ],
    workflows: [publishArticleWorkflow],
    jobsCollectionOverrides: jobsCollection,
    // Payload's own run endpoint claims jobs without a lock; only our runner runs them. Re-running a failed job
    // goes through the jobs collection's rerun endpoint, which queues.
    access: {
      run: () => false,
      cancel: ({ req }) => roleOf(req.user) === 'admin',
      queue: ({ req }) => roleOf(req.user) !== null,
    },
  },
  // The cockpit's uploads (Payload's multipart parser) keep no more than IMAGE_MAX_BYTES of a file; the media
  // collection answers 413 for a cut file. (Payload's own abortOnLimit stops reading mid-body, and the client sees
  // its connection reset instead of the answer.)
  upload: { limits: { fileSize: env.IMAGE_MAX_BYTES }, abortOnLimit: false },
  onInit: async (payload) => {
    logPoolErrors(payload)
    skipLatestFlipForNewDocuments(payload)
    surfaceCommitFailures(payload)
    carryTraceIntoJobs(payload)
  },
  // forgotPasswordUser answers before it works, as the REST endpoint does (docs/decisions/020-sign-in-policy.md).
  graphQL: { disablePlaygroundInProduction: true, mutations: forgotPasswordMutation },
  // Bad input answers a 4xx, never a 500 (docs/decisions/022-anonymous-cms-api-access.md): what
  // refusingMalformedQueries cannot foresee, PostgreSQL's refusal of what a request asked, is a 4xx too; and a public
  // refusal keeps its own message.
  hooks: { afterError: [keepPublicMessages, answerDatabaseErrors, answerRoleRefusals] },
  // A sign-in refused by the limits, or a refused query (src/hooks/refuseMalformedQueries.ts, or
  // Payload's own "path cannot be queried"), is the client's doing, not the server's trouble. (Payload types the keys
  // as its own errors' names; it looks up any error's name at run time.)
  loggingLevels: { SignInThrottled: 'info', QueryError: 'info' } as Config['loggingLevels'],
  typescript: { outputFile: path.join(PROJECT_ROOT, 'src/content/payload-types.ts'), autoGenerate: false },
  // JSON lines in production, Payload's and ours alike.
  logger: processLogger(),
  telemetry: false,
})
