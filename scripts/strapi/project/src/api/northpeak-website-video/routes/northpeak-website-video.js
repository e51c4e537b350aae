const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreRouter("api::northpeak-website-video.northpeak-website-video");
