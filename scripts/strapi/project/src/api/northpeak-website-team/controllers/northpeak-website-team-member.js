const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreController("api::northpeak-website-team.northpeak-website-team-member");
