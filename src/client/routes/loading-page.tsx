/** Shown while a guard checks who is signed in. */
export function LoadingPage() {
  return (
    <div className="flex min-h-screen items-center justify-center text-muted-foreground" role="status">
      Loading...
    </div>
  );
}
