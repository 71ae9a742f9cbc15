/*
 * The comparison table: `compare-pmses`'s structuredContent (../cardData.ts, ComparisonTableData) as the site's
 * comparison shows it — a column per PMS, the facts, then the capabilities as "✓ Yes" or "✕ No" (in words, not by
 * colour alone), the verdict and a link to the comparison page when there is one. A narrow view (a phone's chat) shows
 * the same cells PMS by PMS instead: both are built, the stylesheet shows the one that fits (comparisonTable.css).
 * Runs after bridge.js, in the same inline script.
 */
/* global startMcpApp */

startMcpApp({
  name: 'pms-news-comparison-table',
  version: '1.0.0',
  pendingText: 'Comparing on PMS News…',
  render(content, { el, link, siteUrl, date, text, isObject }) {
    const comparison = content.comparison
    if (!isObject(comparison) || !Array.isArray(comparison.pmses)) return null
    const pmses = comparison.pmses.filter(isObject)
    if (pmses.length === 0) return null
    const rows = (list, isRow) => (Array.isArray(list) ? list.filter((row) => isObject(row) && isRow(row)) : [])
    const facts = rows(comparison.facts, (row) => text(row.label) && Array.isArray(row.values))
    const capabilities = rows(comparison.capabilities, (row) => text(row.label) && Array.isArray(row.values))
    const title = text(comparison.title) || pmses.map((pms) => pms.name).join(' vs ')
    const reviewed = date(comparison.reviewed_at)

    const fact = (row, index) => (typeof row.values[index] === 'string' ? row.values[index] : '—')
    const has = (row, index) => row.values[index] === true
    const answer = (yes) =>
      el('span', { className: yes ? 'answer yes' : 'answer no' }, [
        el('span', { className: 'mark', text: yes ? '✓' : '✕', attributes: { 'aria-hidden': 'true' } }),
        yes ? ' Yes' : ' No',
      ])
    const pmsName = (pms) => link(pms.url, text(pms.name) || 'Unnamed PMS')

    const table = el(
      'div',
      { className: 'table-scroll', attributes: { role: 'region', tabindex: 0, 'aria-label': title } },
      [
        el('table', { className: 'compare' }, [
          el('thead', {}, [
            el('tr', {}, [
              el('th', { attributes: { scope: 'col' } }, [el('span', { className: 'visually-hidden', text: 'Fact' })]),
              ...pmses.map((pms) => el('th', { attributes: { scope: 'col' } }, [pmsName(pms)])),
            ]),
          ]),
          el('tbody', {}, [
            ...facts.map((row) =>
              el('tr', {}, [
                el('th', { text: row.label, attributes: { scope: 'row' } }),
                ...pmses.map((_, index) => el('td', { text: fact(row, index) })),
              ]),
            ),
            capabilities.length > 0
              ? el('tr', { className: 'group' }, [
                  el('th', { text: 'Capabilities', attributes: { scope: 'colgroup', colspan: pmses.length + 1 } }),
                ])
              : null,
            ...capabilities.map((row) =>
              el('tr', {}, [
                el('th', { text: row.label, attributes: { scope: 'row' } }),
                ...pmses.map((_, index) => el('td', {}, [answer(has(row, index))])),
              ]),
            ),
          ]),
        ]),
      ],
    )

    const stacked = el(
      'div',
      { className: 'stacked' },
      pmses.map((pms, index) =>
        el('section', { className: 'pms' }, [
          el('h2', {}, [pmsName(pms)]),
          el(
            'dl',
            {},
            facts.map((row) => el('div', {}, [el('dt', { text: row.label }), el('dd', { text: fact(row, index) })])),
          ),
          capabilities.length > 0 ? el('h3', { text: 'Capabilities' }) : null,
          capabilities.length > 0
            ? el(
                'dl',
                {},
                capabilities.map((row) =>
                  el('div', {}, [el('dt', { text: row.label }), el('dd', {}, [answer(has(row, index))])]),
                ),
              )
            : null,
        ]),
      ),
    )

    return el('article', { className: 'comparison' }, [
      el('p', { className: 'kicker', text: 'Comparison' }),
      el('h1', { className: 'headline' }, [link(comparison.url, title)]),
      el('p', { className: 'byline' }, [
        pmses.length + ' PMSes compared',
        reviewed ? ' · Last reviewed ' : null,
        reviewed,
      ]),
      table,
      stacked,
      text(comparison.verdict)
        ? el('aside', { className: 'verdict', attributes: { 'aria-labelledby': 'verdict-heading' } }, [
            el('h2', { text: 'Verdict', attributes: { id: 'verdict-heading' } }),
            el('p', { text: comparison.verdict }),
          ])
        : null,
      siteUrl(comparison.url) || siteUrl(comparison.markdown_url)
        ? el('p', { className: 'actions' }, [
            siteUrl(comparison.url) ? link(comparison.url, 'Read the comparison on PMS News', 'button') : null,
            siteUrl(comparison.markdown_url) ? link(comparison.markdown_url, 'Markdown version', 'secondary') : null,
          ])
        : null,
    ])
  },
})
