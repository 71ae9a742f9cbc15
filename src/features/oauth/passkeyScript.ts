/**
 * The one script of the OAuth pages: on the second step of a sign-in, "Use your passkey" runs the browser's WebAuthn
 * ceremony with the challenge the page carries in a JSON data block (`#passkey-options`), puts the signed answer in
 * the form and sends it. The text never varies, so the OAuth area's CSP allows exactly it by its hash
 * (src/server/securityHeaders.ts) and no other inline script. It uses the browsers' own JSON forms of WebAuthn
 * (`parseRequestOptionsFromJSON`, `toJSON`); where those are missing the button stays hidden and a code still works.
 */
export const PASSKEY_SIGN_IN_SCRIPT = `(function () {
  var form = document.getElementById('passkey-form');
  var options = document.getElementById('passkey-options');
  var Credential = window.PublicKeyCredential;
  if (!form || !options || !Credential || !Credential.parseRequestOptionsFromJSON) return;
  var button = form.querySelector('button');
  button.hidden = false;
  button.addEventListener('click', function () {
    var publicKey = Credential.parseRequestOptionsFromJSON(JSON.parse(options.textContent));
    navigator.credentials.get({ publicKey: publicKey }).then(function (credential) {
      form.elements.passkey.value = JSON.stringify(credential.toJSON());
      form.submit();
    }, function () {
      document.getElementById('passkey-problem').hidden = false;
    });
  });
})();`
