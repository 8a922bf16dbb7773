/**
 * The helper's registration page's words by key, in English (see en/shell.ts), and the helper
 * form's fields it shares with the admin's edit. The lists' own names (categories, religions,
 * languages, shifts, constituencies) come from the database. Their Malayalam is in
 * ml/registration.ts; the fields' messages are ml/form-messages.ts's.
 */

export const registerTitle = "Register";
export const registerIntro =
  "List yourself as a helper: households across Kerala find you after our review.";
export const formTitle = "Register to Get Listed as a Maid";
export const aboutHint =
  "Your work, your skills and the homes you have worked in. Households read this first.";
export const registering = "Registering...";
export const uploading = "Uploading your details";
export const paymentSummary = "Payment Summary";
export const amount = "Amount";
export const totalAmount = "Total Amount";

// The helper form's fields
export const aboutMe = "About Me";
export const jobCategories = "Select Job Categories";
export const selectConstituency = "Select a constituency";
export const experienceYears = "Experience (in years)";
export const dateOfBirth = "Date of Birth";
export const ageIs = "Age {age}";
export const selectGender = "Select gender";
export const selectReligion = "Select religion";
export const selectLanguage = "Select language";
export const selectShift = "Select shift";

// The photo and the gallery
export const profilePhotoLabel = "Upload Profile Photo";
export const galleryLabel = "Additional Images";
export const profilePhotoItem = "Profile photo";
export const galleryItem = "Additional image";
export const numberedItem = "{item} {number}";
export const dropPhotoHere = "Drop a photo here, or press to choose one";
export const dropImagesHere = "Drop up to {max} images here, or press to choose them";
export const dropHere = "Drop here";
export const dragPhoto = "Drag and drop a photo, or click to choose";
export const dragImages = "Drag and drop images, or click to choose";
export const photoTypes = "JPEG, PNG, GIF or WebP, at most 2 MB.";
export const imageTypes = "JPEG, PNG, GIF or WebP, at most 2 MB each, up to {max}.";
export const takePhoto = "Take a photo";
export const imagePreview = "{item} preview";
export const removeImage = "Remove {item}";

// After the fee is paid
export const underReviewTitle = "Registration Under Review";
export const thanks = "Thank you for registering!";
export const underReview =
  "Your profile is under verification. Our team reviews every helper before households can see her profile.";
/** `{email}` is the address, written out in bold. */
export const weWillWrite = "We will write to {email} once the review is done.";
export const backToHome = "Back to Home";
