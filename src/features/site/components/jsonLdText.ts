/**
 * JSON-LD goes into a `<script type="application/ld+json">`; `<` is escaped so that no value (a title containing
 * `</script>`) can end the element early.
 */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
