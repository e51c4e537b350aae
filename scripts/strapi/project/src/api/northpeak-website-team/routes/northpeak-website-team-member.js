const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreRouter("api::northpeak-website-team.northpeak-website-team-member");
