const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreRouter("api::northpeak-website-career.northpeak-website-career");
