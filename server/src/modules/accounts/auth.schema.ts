import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { changePassword, signIn, signOut, signOutEverywhere } from './auth.service.ts';
import { numberToVerify, resetPassword, sendCode, verifyPhone } from './codes.service.ts';
import { CaptchaFailedError, CodeInvalidError, GoogleEmailNotProvenError, GoogleSignInError, InvalidCredentialsError, TooManyAttemptsError } from './errors.ts';
import './errors.schema.ts';
import { linkGoogle, signInWithGoogle } from './google.service.ts';
import { completeProfile, updateProfile } from './profile.service.ts';
import { sendSignUpCode, signUp } from './sign-up.service.ts';
import { RoleNode, UserNode } from './user.schema.ts';
import { setRolePermissions, setUserRoles } from './users.service.ts';

const SignInInput = builder.inputType('SignInInput', {
  fields: (t) => ({
  cred: t.string({ required: true, description: 'A phone number or an email address.' }),
  password: t.string({ required: true }),
  captchaToken: t.string(),
}),
});
type InputFields = PothosSchemaTypes.InputFieldBuilder<
  PothosSchemaTypes.ExtendDefaultTypes<typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never>,
  'InputObject'
>;

/** What a sign-up asks, in both of its steps. */
const signUpDetails = (t: InputFields) => ({
  name: t.string({ required: true }),
  phone: t.string({ required: true, description: 'The code that finishes the sign-up is sent to this phone.' }),
  email: t.string(),
  password: t.string({ required: true }),
  hscBatch: t.string(),
});
const SendSignUpCodeInput = builder.inputType('SendSignUpCodeInput', {
  fields: (t) => ({ ...signUpDetails(t), captchaToken: t.string() }),
});
const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    ...signUpDetails(t),
    code: t.string({ required: true, description: 'The code sendSignUpCode texted to the phone.' }),
  }),
});
const SendPasswordResetCodeInput = builder.inputType('SendPasswordResetCodeInput', {
  fields: (t) => ({
  phone: t.string({ required: true }),
  captchaToken: t.string(),
}),
});
const SendVerificationCodeInput = builder.inputType('SendVerificationCodeInput', {
  fields: (t) => ({ captchaToken: t.string() }),
});
const VerifyPhoneInput = builder.inputType('VerifyPhoneInput', {
  fields: (t) => ({ code: t.string({ required: true }) }),
});
const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
  phone: t.string({ required: true }),
  code: t.string({ required: true }),
  newPassword: t.string({ required: true }),
}),
});
const SignInWithGoogleInput = builder.inputType('SignInWithGoogleInput', {
  fields: (t) => ({
  credential: t.string({ required: true, description: 'The ID token Google Identity Services returned.' }),
}),
});
const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
  name: t.string(),
  phone: t.string(),
  email: t.string(),
  hscBatch: t.string(),
}),
});
const CompleteProfileInput = builder.inputType('CompleteProfileInput', {
  fields: (t) => ({
  phone: t.string({ required: true }),
  hscBatch: t.string({ required: true }),
}),
});
const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
  currentPassword: t.string(),
  newPassword: t.string({ required: true }),
}),
});
const SetUserRolesInput = builder.inputType('SetUserRolesInput', {
  fields: (t) => ({
  userId: t.id({ required: true }),
  roleKeys: t.stringList({ required: true }),
}),
});
const SetRolePermissionsInput = builder.inputType('SetRolePermissionsInput', {
  fields: (t) => ({
  roleKey: t.string({ required: true }),
  permissions: t.stringList({ required: true }),
}),
});

const CodeSent = builder.objectRef<{ expiresAt: Date }>('CodeSent').implement({
  description: 'A code is on its way by SMS (when the number belongs to an account).',
  fields: (t) => ({ expiresAt: t.expose('expiresAt', { type: 'DateTime' }) }),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The database id inside a User's global id; NotFoundError for anything else. */
function localUserId(globalId: string): string {
  try {
    const decoded = decodeGlobalID(globalId);
    if (decoded.typename === 'User' && UUID.test(decoded.id)) return decoded.id;
  } catch {
    // not a global id at all
  }
  throw new NotFoundError('User', 'No such user.');
}

builder.mutationFields((t) => ({
  sendSignUpCode: t.field({
    type: CodeSent,
    description: 'Step one of a sign-up: texts a code to the phone (or, when it has an account, tells its owner so). The same answer either way.',
    errors: { types: [ValidationError, CaptchaFailedError, TooManyAttemptsError] },
    args: { input: t.arg({ type: SendSignUpCodeInput, required: true }) },
    resolve: (_root, args, ctx) => sendSignUpCode(ctx, args.input),
  }),
  signUp: t.field({
    type: UserNode,
    description: 'Step two of a sign-up: the same details and the code create the account and sign it in.',
    errors: { types: [ValidationError, CodeInvalidError] },
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: (_root, args, ctx) => signUp(ctx, args.input),
  }),
  signIn: t.field({
    type: UserNode,
    errors: { types: [ValidationError, CaptchaFailedError, TooManyAttemptsError, InvalidCredentialsError] },
    args: { input: t.arg({ type: SignInInput, required: true }) },
    resolve: (_root, args, ctx) => signIn(ctx, args.input),
  }),
  signInWithGoogle: t.field({
    type: UserNode,
    errors: { types: [GoogleSignInError, GoogleEmailNotProvenError] },
    args: { input: t.arg({ type: SignInWithGoogleInput, required: true }) },
    resolve: (_root, args, ctx) => signInWithGoogle(ctx, args.input),
  }),
  linkGoogle: t.field({
    type: UserNode,
    description:
      "Links a Google account to the signed-in user (their profile's \"Link Google\"); an email equal to the account's is verified only when Google is authoritative for it (Gmail, or a Workspace hd claim for its domain). Every other session of the account ends.",
    authScopes: { signedIn: true },
    errors: { types: [GoogleSignInError, ValidationError] },
    args: { input: t.arg({ type: SignInWithGoogleInput, required: true }) },
    resolve: (_root, args, ctx) => linkGoogle(ctx, args.input),
  }),
  signOut: t.boolean({
    description: "Ends this browser's session.",
    resolve: async (_root, _args, ctx) => {
      await signOut(ctx);
      return true;
    },
  }),
  signOutEverywhere: t.int({
    description: 'Ends every session of the signed-in user; returns how many were ended.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => signOutEverywhere(ctx),
  }),
  sendPasswordResetCode: t.field({
    type: CodeSent,
    errors: { types: [ValidationError, CaptchaFailedError, TooManyAttemptsError] },
    args: { input: t.arg({ type: SendPasswordResetCodeInput, required: true }) },
    resolve: (_root, args, ctx) => sendCode(ctx, { ...args.input, purpose: 'RESET_PASSWORD' }),
  }),
  resetPassword: t.boolean({
    description: 'Sets a new password with the code sent by SMS; every session of the account ends (sign in again).',
    errors: { types: [ValidationError, CodeInvalidError] },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      await resetPassword(ctx, args.input);
      return true;
    },
  }),
  sendVerificationCode: t.field({
    type: CodeSent,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, CaptchaFailedError, TooManyAttemptsError] },
    args: { input: t.arg({ type: SendVerificationCodeInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: ctx.viewer!.id } });
      return sendCode(ctx, { phone: numberToVerify(user) ?? '', captchaToken: args.input.captchaToken, purpose: 'VERIFY_PHONE' });
    },
  }),
  verifyPhone: t.field({
    type: UserNode,
    description: 'Confirms the number waiting on the profile (pendingPhone, else the unverified phone) with the code sent to it.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, CodeInvalidError] },
    args: { input: t.arg({ type: VerifyPhoneInput, required: true }) },
    resolve: (_root, args, ctx) => verifyPhone(ctx, args.input),
  }),
  updateProfile: t.field({
    type: UserNode,
    description: 'Changes the profile. A new phone number is texted a code and waits as pendingPhone until verifyPhone confirms it.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, TooManyAttemptsError] },
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: (_root, args, ctx) => updateProfile(ctx, args.input),
  }),
  completeProfile: t.field({
    type: UserNode,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, TooManyAttemptsError] },
    args: { input: t.arg({ type: CompleteProfileInput, required: true }) },
    resolve: (_root, args, ctx) => completeProfile(ctx, { phone: args.input.phone, hsc_batch: args.input.hscBatch }),
  }),
  changePassword: t.field({
    type: UserNode,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError] },
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: (_root, args, ctx) => changePassword(ctx, args.input),
  }),
  setUserRoles: t.field({
    type: UserNode,
    authScopes: { permission: 'users.manage' },
    errors: { types: [ValidationError, NotFoundError] },
    args: { input: t.arg({ type: SetUserRolesInput, required: true }) },
    resolve: (_root, args, ctx) => setUserRoles(ctx, { userId: localUserId(String(args.input.userId)), roleKeys: args.input.roleKeys }),
  }),
  setRolePermissions: t.field({
    type: RoleNode,
    authScopes: { permission: 'authority.manage' },
    errors: { types: [ValidationError, NotFoundError] },
    args: { input: t.arg({ type: SetRolePermissionsInput, required: true }) },
    resolve: (_root, args, ctx) => setRolePermissions(ctx, args.input),
  }),
}));
