const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreRouter("api::northpeak-website-case-study.northpeak-website-case-study");
