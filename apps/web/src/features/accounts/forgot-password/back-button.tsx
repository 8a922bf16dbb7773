/** The Back control of each forgot-password step (product §4). */
export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="btn btn-outline" onClick={onClick}>
      Back
    </button>
  );
}
