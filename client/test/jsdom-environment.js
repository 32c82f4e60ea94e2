/**
 * jsdom without the web platform pieces it lacks but Node has: react-router's data router builds
 * `Request`s with an `AbortSignal`, which must come from the same implementation.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      ReadableStream,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
