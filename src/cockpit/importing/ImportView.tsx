import './import.css'

import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { may, roleLacks, roleOf } from '../../content/access/roles'
import { importRunById, recentImportRuns } from '../../features/importing/importRuns'
import { when } from '../dashboard/when'
import { ImportForm } from './ImportForm'
import { STATE_LABELS } from './importRunLabels'
import { ImportRunPanel } from './ImportRunPanel'
import { CockpitPage } from '../CockpitPage'

const HISTORY = 20

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * /cockpit/import: an admin uploads a WordPress or Ghost export, which is imported by a job in the worker
 * (docs/decisions/068-cockpit-import-runs.md); the chosen run's progress refreshes while it runs and ends in its
 * report. The runs before it are listed below. Other roles see why they may not, as the API's 403 says it.
 */
export async function ImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const role = roleOf(req.user)
  if (!role) redirect('/cockpit/login?redirect=%2Fcockpit%2Fimport')
  const allowed = may(role, 'import_content')
  const asked = Number(single(searchParams?.run))
  const [pmses, runs, chosen] = allowed
    ? await Promise.all([
        req.payload.find({
          collection: 'pmses',
          depth: 0,
          limit: 1000,
          pagination: false,
          sort: 'name',
          overrideAccess: true,
          select: { name: true, slug: true },
        }),
        recentImportRuns(req.payload, HISTORY),
        Number.isInteger(asked) && asked > 0 && asked <= 2_147_483_647 ? importRunById(req.payload, asked) : null,
      ])
    : [null, [], null]
  return (
    <CockpitPage
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      nav={[{ label: 'Import' }]}
      className="import-view"
    >
      <h1>Import</h1>
      {!allowed ? (
        <p className="import-problem" role="alert">
          {roleLacks(role, 'import_content').message}
        </p>
      ) : (
        <>
          <p className="import-lead">
            Bring the posts of a WordPress site (Tools → Export) or a Ghost site (Settings → Export) in as articles,
            with their authors, categories, images and old addresses. The import runs in the background: you can leave
            this page. Running the same file again updates what changed and creates nothing twice.
          </p>
          <div className="import-columns">
            <ImportForm
              pmses={(pmses?.docs ?? []).map((pms) => ({ slug: pms.slug ?? '', name: pms.name ?? pms.slug ?? '' }))}
            />
            {chosen ? (
              <ImportRunPanel initial={chosen} />
            ) : (
              <p className="import-hint">The run you start shows here, with its progress and its report.</p>
            )}
          </div>
          <section className="import-history" aria-labelledby="import-history-title">
            <h2 id="import-history-title">Earlier imports</h2>
            {runs.length === 0 ? (
              <p>None yet.</p>
            ) : (
              <div className="table">
                <table cellPadding={0} cellSpacing={0}>
                  <thead>
                    <tr>
                      <th>File</th>
                      <th>State</th>
                      <th>Posts</th>
                      <th className="import-history__optional">Started by</th>
                      <th className="import-history__optional">Uploaded</th>
                    </tr>
                  </thead>
                  <tbody>
                    {runs.map((run) => (
                      <tr key={run.id} data-run={run.id}>
                        <td>
                          <a href={`/cockpit/import?run=${run.id}`}>{run.fileName}</a>
                          {run.dryRun ? ' (dry run)' : ''}
                        </td>
                        <td>{STATE_LABELS[run.state]}</td>
                        <td>{`${run.done}${run.total === null ? '' : ` of ${run.total}`}`}</td>
                        <td className="import-history__optional">{run.createdBy ?? '—'}</td>
                        <td className="import-history__optional">{when(run.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </CockpitPage>
  )
}
