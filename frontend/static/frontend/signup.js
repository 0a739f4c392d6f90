// The sign-up page: the new player's time zone is his browser's (issue 27), sent with the form,
// so every date he sees is his own from the start (he may change it in his settings).

const field = document.querySelector('input[name="time_zone"]');
if (field && !field.value) {
  try {
    field.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "";
  } catch {
    field.value = "";
  }
}
