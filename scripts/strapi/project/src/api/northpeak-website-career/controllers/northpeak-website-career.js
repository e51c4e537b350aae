const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreController("api::northpeak-website-career.northpeak-website-career");
