const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreController(
  "api::northpeak-website-case-study.northpeak-website-case-study",
);
