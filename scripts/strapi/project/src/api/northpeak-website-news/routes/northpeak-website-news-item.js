const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreRouter("api::northpeak-website-news.northpeak-website-news-item");
