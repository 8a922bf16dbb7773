/**
 * The account pages' words by key, in English (see en/shell.ts): login, sign-up with its phone
 * check, forgot password, and the form fields they share with the helper's registration. The
 * fields' messages are the contract's own (messages.ts); their Malayalam is in
 * ml/account-errors.ts, which the API answers with too.
 */

// Form fields
export const nameLabel = "Name";
export const phoneLabel = "Phone No.";
export const whatsappLabel = "WhatsApp No.";
export const emailLabel = "Email Address";
export const passwordLabel = "Password";
export const newPasswordLabel = "New Password";
export const confirmPasswordLabel = "Confirm Password";
export const passwordHint = "At least {min} characters.";
export const districtsFailed = "Could not load the districts";
export const selectDistrict = "Select a district";
export const pincodeLabel = "Pincode";
export const addressLabel = "Address";
export const photoLabel = "Profile Photo";
export const photoHint = "JPEG, PNG or GIF, at most 2 MB.";
export const photoPreview = "Your choice, as it will be shown";
export const noPhoto = "No photo";
/** `{policy}` is the link to the privacy policy, named by `privacyPolicyLink`. */
export const consentAgree = "I have read the {policy} and agree to it.";
export const privacyPolicyLink = "privacy policy";

// Phone check and one-time code
export const editPhone = "Edit phone number";
export const edit = "Edit";
export const verify = "Verify";
export const sending = "Sending...";
export const verifyOtp = "Verify OTP";
export const verifying = "Verifying...";
export const enterOtp = "Enter OTP";
export const otpDigit = "Digit {digit} of {digits}";
export const resendIn = "Resend OTP in {seconds} seconds";
export const resendOtp = "Resend OTP";

// Login
export const loginTitle = "User Login";
export const loginIntro = "Log in with your phone number and password.";
export const forgotPassword = "Forgot password?";
export const loggingIn = "Logging in...";
export const login = "Login";
export const notAMember = "Not a member?";
export const signUp = "Sign up";

// The privacy policy asked for after a login
export const consentChanged = "Our privacy policy has changed";
/** `{policy}` is the link to the privacy policy, named by `privacyPolicyLink`. */
export const consentReadAgain =
  "Please read the {policy} of {version} and tell us that you agree to it. If you do not, you can delete your account from your profile.";
export const notNow = "Not now";
export const saving = "Saving...";
export const agree = "I agree";

// Sign-up
export const signUpIntro = "Create your account to contact helpers.";
export const goToLogin = "Go to Login";
export const creatingProfile = "Creating Profile...";
export const createProfile = "Create Profile";
export const haveAccount = "Already have an account?";

// Forgot password
export const forgotTitle = "Forgot Password";
export const forgotIntro = "Reset your password with a code sent to your phone.";
export const stepOf = "Step {step} of {steps}";
export const stepPhone = "Phone number";
export const stepPassword = "New password";
export const back = "Back";
export const sendingOtp = "Sending OTP...";
export const sendOtp = "Send OTP";
/** `{phone}` is the number, written out in bold. */
export const codeSentTo = "We sent a 4-digit code to {phone}.";
export const resetting = "Resetting...";
export const resetPassword = "Reset Password";
