/** Where the cockpit lists a collection's documents: the dashboard's links start here. */
export const collectionsPath = '/cockpit/collections'
