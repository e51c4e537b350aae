const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreService("api::northpeak-website-video.northpeak-website-video");
