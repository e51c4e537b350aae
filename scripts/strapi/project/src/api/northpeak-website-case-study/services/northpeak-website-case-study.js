const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreService(
  "api::northpeak-website-case-study.northpeak-website-case-study",
);
