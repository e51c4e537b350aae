const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreService("api::northpeak-website-news.northpeak-website-news-item");
