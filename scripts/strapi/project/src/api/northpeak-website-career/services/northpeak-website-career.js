const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreService("api::northpeak-website-career.northpeak-website-career");
