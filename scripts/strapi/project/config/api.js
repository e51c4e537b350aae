// A small maxLimit, so the site has to follow meta.pagination over several pages (30 posts, 4 pages).
module.exports = ({ env }) => ({
  rest: {
    defaultLimit: env.int("STRAPI_DEFAULT_LIMIT", 10),
    maxLimit: env.int("STRAPI_MAX_LIMIT", 10),
    withCount: true,
  },
});
