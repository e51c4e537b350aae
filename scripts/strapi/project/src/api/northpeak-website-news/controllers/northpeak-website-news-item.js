const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreController("api::northpeak-website-news.northpeak-website-news-item");
