const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreController("api::northpeak-website-video.northpeak-website-video");
