/**
 * jsdom without the web platform pieces it lacks but Node has: react-router's data router builds
 * `Request`s with an `AbortSignal`, which must come from the same implementation. Node's FormData
 * cannot read a form, which React does (`new FormData(form, submitter)`) when a submit handler
 * starts a transition, as a navigation does: it is given one that copies the form's fields.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const JsdomFormData = this.global.FormData;
    class FormDataOfForms extends FormData {
      constructor(form, submitter) {
        super();
        if (form !== undefined) for (const [name, value] of new JsdomFormData(form, submitter ?? null)) this.append(name, value);
      }
    }
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData: FormDataOfForms,
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
