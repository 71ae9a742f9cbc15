/** Who the news server says it is: in its `initialize` and `server/discover` answers and on its server card. */
export const NEWS_MCP_SERVER = { name: 'io.github.pmsnews/news', title: 'PMS News', version: '1.0.0' } as const
