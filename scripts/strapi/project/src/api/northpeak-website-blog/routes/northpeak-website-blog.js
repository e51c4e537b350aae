const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreRouter("api::northpeak-website-blog.northpeak-website-blog");
