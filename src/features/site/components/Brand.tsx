/**
 * The site's mark and name. The mark is drawn here (no image request), in the page's accent colour, so it follows
 * the reader's light or dark scheme; `/icon.svg` and the publisher logo draw the same shape (src/features/site/brandMark.ts).
 */
import { BRAND_MARK } from '../brandMark'
import { homePath } from '../../../ground/paths'
import { SITE_NAME } from '../pageHead'

function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox={BRAND_MARK.viewBox} aria-hidden="true" focusable="false">
      <rect className="brand-mark-bg" width="32" height="32" rx={BRAND_MARK.radius} />
      <path
        className="brand-mark-ink"
        d={BRAND_MARK.letter}
        strokeWidth={BRAND_MARK.strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle className="brand-mark-dot" cx={BRAND_MARK.dot.cx} cy={BRAND_MARK.dot.cy} r={BRAND_MARK.dot.r} />
    </svg>
  )
}

/** The mark and the name, linking home: the header's first item and the footer's. */
export function Brand() {
  return (
    <a href={homePath} className="brand">
      <BrandMark />
      <span>{SITE_NAME}</span>
    </a>
  )
}
