/**
 * The article list's review filters as query strings of Payload's list view (its `where`, as the list's own filter
 * writes it), shared by the list's tabs and the dashboard's cards (docs/decisions/061-review-notes-assignments.md).
 */
export const articlesWhere = {
  submitted: 'where[or][0][and][0][review][equals]=submitted',
  sentBack: 'where[or][0][and][0][review][equals]=sent_back',
  assignedTo: (userId: number) => `where[or][0][and][0][assignee][equals]=${userId}`,
}
