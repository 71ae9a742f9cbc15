import * as migration_20261121_175723_initial from './20261121_175723_initial'
import * as migration_20261121_183715_idempotency_keys from './20261121_183715_idempotency_keys'
import * as migration_20261121_200848_media_directories from './20261121_200848_media_directories'
import * as migration_20261121_233500_search from './20261121_233500_search'
import * as migration_20261122_010000_search_spelling from './20261122_010000_search_spelling'
import * as migration_20261122_012003_publishing from './20261122_012003_publishing'
import * as migration_20261122_012100_related_articles from './20261122_012100_related_articles'
import * as migration_20261122_031837_newsletter from './20261122_031837_newsletter'
import * as migration_20261122_040000_oauth_store from './20261122_040000_oauth_store'
import * as migration_20261122_043700_mcp_audit from './20261122_043700_mcp_audit'
import * as migration_20261123_214237_rich_text from './20261123_214237_rich_text'
import * as migration_20261123_215448_versions from './20261123_215448_versions'
import * as migration_20261124_000931_sign_in_limits_replace_account_lock from './20261124_000931_sign_in_limits_replace_account_lock'
import * as migration_20261126_080000_featured_articles_index from './20261126_080000_featured_articles_index'
import * as migration_20261126_100000_public_article_indexes from './20261126_100000_public_article_indexes'
import * as migration_20261126_130000_rate_limits_unlogged from './20261126_130000_rate_limits_unlogged'
import * as migration_20261126_140000_home_consent_source from './20261126_140000_home_consent_source'
import * as migration_20261126_150000_websub_ping_task from './20261126_150000_websub_ping_task'
import * as migration_20261126_160000_public_articles_by_pms_newest from './20261126_160000_public_articles_by_pms_newest'
import * as migration_20261126_170000_comparison_byline from './20261126_170000_comparison_byline'
import * as migration_20261126_180000_media_crops from './20261126_180000_media_crops'
import * as migration_20261126_190000_newsletter_delivery from './20261126_190000_newsletter_delivery'
import * as migration_20261126_200000_cockpit_tokens_log_audit from './20261126_200000_cockpit_tokens_log_audit'
import * as migration_20261128_100000_federation from './20261128_100000_federation'
import * as migration_20261128_110000_federation_followers from './20261128_110000_federation_followers'
import * as migration_20261128_120000_article_rendered_bodies from './20261128_120000_article_rendered_bodies'
import * as migration_20261128_130000_federation_outbox from './20261128_130000_federation_outbox'
import * as migration_20261128_150649_social_replies from './20261128_150649_social_replies'
import * as migration_20261128_180000_rendered_body_tokens from './20261128_180000_rendered_body_tokens'
import * as migration_20261128_190000_worker_heartbeats from './20261128_190000_worker_heartbeats'
import * as migration_20261128_204943_article_ai_use from './20261128_204943_article_ai_use'
import * as migration_20261128_210000_read_counts from './20261128_210000_read_counts'
import * as migration_20261128_212329_audit_verified_agent from './20261128_212329_audit_verified_agent'
import * as migration_20261129_120000_password_reset_task from './20261129_120000_password_reset_task'
import * as migration_20261201_120000_media_paths from './20261201_120000_media_paths'
import * as migration_20261202_110000_staff_audit_events from './20261202_110000_staff_audit_events'
import * as migration_20261202_110100_four_roles from './20261202_110100_four_roles'
import * as migration_20261202_110200_owners from './20261202_110200_owners'
import * as migration_20261202_110300_api_token_roles from './20261202_110300_api_token_roles'
import * as migration_20261202_120000_review_notes_assignments from './20261202_120000_review_notes_assignments'
import * as migration_20261202_130000_notifications from './20261202_130000_notifications'
import * as migration_20261202_140000_second_factors from './20261202_140000_second_factors'
import * as migration_20261202_150000_cockpit_list_indexes from './20261202_150000_cockpit_list_indexes'
import * as migration_20261202_160000_redirects from './20261202_160000_redirects'
import * as migration_20261202_170000_imported_items from './20261202_170000_imported_items'
import * as migration_20261202_180000_trash from './20261202_180000_trash'
import * as migration_20261203_110000_import_runs from './20261203_110000_import_runs'
import * as migration_20261203_120000_public_article_indexes_not_trashed from './20261203_120000_public_article_indexes_not_trashed'
import * as migration_20261204_100000_co_bylines from './20261204_100000_co_bylines'
import * as migration_20261204_110000_tags from './20261204_110000_tags'
import * as migration_20261204_120000_article_embeds from './20261204_120000_article_embeds'
import * as migration_20261204_130000_article_corrections from './20261204_130000_article_corrections'
import * as migration_20261205_110000_embed_thumbnails_public from './20261205_110000_embed_thumbnails_public'
import * as migration_20261205_120000_webhooks from './20261205_120000_webhooks'
import * as migration_20261205_140000_publish_events_job from './20261205_140000_publish_events_job'
import * as migration_20261206_150000_read_counts_purpose from './20261206_150000_read_counts_purpose'
import * as migration_20261206_151000_agent_policy from './20261206_151000_agent_policy'
import * as migration_20261206_170000_quote_posts from './20261206_170000_quote_posts'
import * as migration_20261207_100000_standard_site from './20261207_100000_standard_site'

export const migrations = [
  {
    up: migration_20261121_175723_initial.up,
    down: migration_20261121_175723_initial.down,
    name: '20261121_175723_initial',
  },
  {
    up: migration_20261121_183715_idempotency_keys.up,
    down: migration_20261121_183715_idempotency_keys.down,
    name: '20261121_183715_idempotency_keys',
  },
  {
    up: migration_20261121_200848_media_directories.up,
    down: migration_20261121_200848_media_directories.down,
    name: '20261121_200848_media_directories',
  },
  {
    up: migration_20261121_233500_search.up,
    down: migration_20261121_233500_search.down,
    name: '20261121_233500_search',
  },
  {
    up: migration_20261122_010000_search_spelling.up,
    down: migration_20261122_010000_search_spelling.down,
    name: '20261122_010000_search_spelling',
  },
  {
    up: migration_20261122_012003_publishing.up,
    down: migration_20261122_012003_publishing.down,
    name: '20261122_012003_publishing',
  },
  {
    up: migration_20261122_012100_related_articles.up,
    down: migration_20261122_012100_related_articles.down,
    name: '20261122_012100_related_articles',
  },
  {
    up: migration_20261122_031837_newsletter.up,
    down: migration_20261122_031837_newsletter.down,
    name: '20261122_031837_newsletter',
  },
  {
    up: migration_20261122_040000_oauth_store.up,
    down: migration_20261122_040000_oauth_store.down,
    name: '20261122_040000_oauth_store',
  },
  {
    up: migration_20261122_043700_mcp_audit.up,
    down: migration_20261122_043700_mcp_audit.down,
    name: '20261122_043700_mcp_audit',
  },
  {
    up: migration_20261123_214237_rich_text.up,
    down: migration_20261123_214237_rich_text.down,
    name: '20261123_214237_rich_text',
  },
  {
    up: migration_20261123_215448_versions.up,
    down: migration_20261123_215448_versions.down,
    name: '20261123_215448_versions',
  },
  {
    up: migration_20261124_000931_sign_in_limits_replace_account_lock.up,
    down: migration_20261124_000931_sign_in_limits_replace_account_lock.down,
    name: '20261124_000931_sign_in_limits_replace_account_lock',
  },
  {
    up: migration_20261126_080000_featured_articles_index.up,
    down: migration_20261126_080000_featured_articles_index.down,
    name: '20261126_080000_featured_articles_index',
  },
  {
    up: migration_20261126_100000_public_article_indexes.up,
    down: migration_20261126_100000_public_article_indexes.down,
    name: '20261126_100000_public_article_indexes',
  },
  {
    up: migration_20261126_130000_rate_limits_unlogged.up,
    down: migration_20261126_130000_rate_limits_unlogged.down,
    name: '20261126_130000_rate_limits_unlogged',
  },
  {
    up: migration_20261126_140000_home_consent_source.up,
    down: migration_20261126_140000_home_consent_source.down,
    name: '20261126_140000_home_consent_source',
  },
  {
    up: migration_20261126_150000_websub_ping_task.up,
    down: migration_20261126_150000_websub_ping_task.down,
    name: '20261126_150000_websub_ping_task',
  },
  {
    up: migration_20261126_160000_public_articles_by_pms_newest.up,
    down: migration_20261126_160000_public_articles_by_pms_newest.down,
    name: '20261126_160000_public_articles_by_pms_newest',
  },
  {
    up: migration_20261126_170000_comparison_byline.up,
    down: migration_20261126_170000_comparison_byline.down,
    name: '20261126_170000_comparison_byline',
  },
  {
    up: migration_20261126_180000_media_crops.up,
    down: migration_20261126_180000_media_crops.down,
    name: '20261126_180000_media_crops',
  },
  {
    up: migration_20261126_190000_newsletter_delivery.up,
    down: migration_20261126_190000_newsletter_delivery.down,
    name: '20261126_190000_newsletter_delivery',
  },
  {
    up: migration_20261126_200000_cockpit_tokens_log_audit.up,
    down: migration_20261126_200000_cockpit_tokens_log_audit.down,
    name: '20261126_200000_cockpit_tokens_log_audit',
  },
  {
    up: migration_20261128_100000_federation.up,
    down: migration_20261128_100000_federation.down,
    name: '20261128_100000_federation',
  },
  {
    up: migration_20261128_110000_federation_followers.up,
    down: migration_20261128_110000_federation_followers.down,
    name: '20261128_110000_federation_followers',
  },
  {
    up: migration_20261128_120000_article_rendered_bodies.up,
    down: migration_20261128_120000_article_rendered_bodies.down,
    name: '20261128_120000_article_rendered_bodies',
  },
  {
    up: migration_20261128_130000_federation_outbox.up,
    down: migration_20261128_130000_federation_outbox.down,
    name: '20261128_130000_federation_outbox',
  },
  {
    up: migration_20261128_150649_social_replies.up,
    down: migration_20261128_150649_social_replies.down,
    name: '20261128_150649_social_replies',
  },
  {
    up: migration_20261128_180000_rendered_body_tokens.up,
    down: migration_20261128_180000_rendered_body_tokens.down,
    name: '20261128_180000_rendered_body_tokens',
  },
  {
    up: migration_20261128_190000_worker_heartbeats.up,
    down: migration_20261128_190000_worker_heartbeats.down,
    name: '20261128_190000_worker_heartbeats',
  },
  {
    up: migration_20261128_204943_article_ai_use.up,
    down: migration_20261128_204943_article_ai_use.down,
    name: '20261128_204943_article_ai_use',
  },
  {
    up: migration_20261128_210000_read_counts.up,
    down: migration_20261128_210000_read_counts.down,
    name: '20261128_210000_read_counts',
  },
  {
    up: migration_20261128_212329_audit_verified_agent.up,
    down: migration_20261128_212329_audit_verified_agent.down,
    name: '20261128_212329_audit_verified_agent',
  },
  {
    up: migration_20261129_120000_password_reset_task.up,
    down: migration_20261129_120000_password_reset_task.down,
    name: '20261129_120000_password_reset_task',
  },
  {
    up: migration_20261201_120000_media_paths.up,
    down: migration_20261201_120000_media_paths.down,
    name: '20261201_120000_media_paths',
  },
  {
    up: migration_20261202_110000_staff_audit_events.up,
    down: migration_20261202_110000_staff_audit_events.down,
    name: '20261202_110000_staff_audit_events',
  },
  {
    up: migration_20261202_110100_four_roles.up,
    down: migration_20261202_110100_four_roles.down,
    name: '20261202_110100_four_roles',
  },
  {
    up: migration_20261202_110200_owners.up,
    down: migration_20261202_110200_owners.down,
    name: '20261202_110200_owners',
  },
  {
    up: migration_20261202_110300_api_token_roles.up,
    down: migration_20261202_110300_api_token_roles.down,
    name: '20261202_110300_api_token_roles',
  },
  {
    up: migration_20261202_120000_review_notes_assignments.up,
    down: migration_20261202_120000_review_notes_assignments.down,
    name: '20261202_120000_review_notes_assignments',
  },
  {
    up: migration_20261202_130000_notifications.up,
    down: migration_20261202_130000_notifications.down,
    name: '20261202_130000_notifications',
  },
  {
    up: migration_20261202_140000_second_factors.up,
    down: migration_20261202_140000_second_factors.down,
    name: '20261202_140000_second_factors',
  },
  {
    up: migration_20261202_150000_cockpit_list_indexes.up,
    down: migration_20261202_150000_cockpit_list_indexes.down,
    name: '20261202_150000_cockpit_list_indexes',
  },
  {
    up: migration_20261202_160000_redirects.up,
    down: migration_20261202_160000_redirects.down,
    name: '20261202_160000_redirects',
  },
  {
    up: migration_20261202_170000_imported_items.up,
    down: migration_20261202_170000_imported_items.down,
    name: '20261202_170000_imported_items',
  },
  {
    up: migration_20261202_180000_trash.up,
    down: migration_20261202_180000_trash.down,
    name: '20261202_180000_trash',
  },
  {
    up: migration_20261203_110000_import_runs.up,
    down: migration_20261203_110000_import_runs.down,
    name: '20261203_110000_import_runs',
  },
  {
    up: migration_20261203_120000_public_article_indexes_not_trashed.up,
    down: migration_20261203_120000_public_article_indexes_not_trashed.down,
    name: '20261203_120000_public_article_indexes_not_trashed',
  },
  {
    up: migration_20261204_100000_co_bylines.up,
    down: migration_20261204_100000_co_bylines.down,
    name: '20261204_100000_co_bylines',
  },
  {
    up: migration_20261204_110000_tags.up,
    down: migration_20261204_110000_tags.down,
    name: '20261204_110000_tags',
  },
  {
    up: migration_20261204_120000_article_embeds.up,
    down: migration_20261204_120000_article_embeds.down,
    name: '20261204_120000_article_embeds',
  },
  {
    up: migration_20261204_130000_article_corrections.up,
    down: migration_20261204_130000_article_corrections.down,
    name: '20261204_130000_article_corrections',
  },
  {
    up: migration_20261205_110000_embed_thumbnails_public.up,
    down: migration_20261205_110000_embed_thumbnails_public.down,
    name: '20261205_110000_embed_thumbnails_public',
  },
  {
    up: migration_20261205_120000_webhooks.up,
    down: migration_20261205_120000_webhooks.down,
    name: '20261205_120000_webhooks',
  },
  {
    up: migration_20261205_140000_publish_events_job.up,
    down: migration_20261205_140000_publish_events_job.down,
    name: '20261205_140000_publish_events_job',
  },
  {
    up: migration_20261206_150000_read_counts_purpose.up,
    down: migration_20261206_150000_read_counts_purpose.down,
    name: '20261206_150000_read_counts_purpose',
  },
  {
    up: migration_20261206_151000_agent_policy.up,
    down: migration_20261206_151000_agent_policy.down,
    name: '20261206_151000_agent_policy',
  },
  {
    up: migration_20261206_170000_quote_posts.up,
    down: migration_20261206_170000_quote_posts.down,
    name: '20261206_170000_quote_posts',
  },
  {
    up: migration_20261207_100000_standard_site.up,
    down: migration_20261207_100000_standard_site.down,
    name: '20261207_100000_standard_site',
  },
]
