const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreService("api::northpeak-website-team.northpeak-website-team-member");
