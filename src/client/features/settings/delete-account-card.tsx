import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../components/notify';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { appCodeOf, messageOf } from '../../lib/api-error';
import { queryClient, trpc } from '../../lib/trpc';
import { useConfirmIdentity } from './confirm-identity-dialog';

/** Delete Account: after the confirmation the account goes, the browser is signed out, and the user lands on /auth. */
export function DeleteAccountCard() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = trpc.settings.deleteAccount.useMutation();
  // The password first, when it was not entered lately (decision 041): the alert closes, the
  // "Confirm it's you" dialog asks, and the deletion goes on.
  const { withRecentAuth, dialog } = useConfirmIdentity();

  const deleteAccount = async () => {
    try {
      const done = await withRecentAuth(
        () => remove.mutateAsync(),
        () => setOpen(false),
      );
      if (!done) return;
      const { message } = done;
      // Signed out, as Sign out leaves the browser: nothing of the user stays behind.
      localStorage.clear();
      sessionStorage.clear();
      queryClient.clear();
      notify.success(message);
      await navigate({ to: '/auth', replace: true });
    } catch (error) {
      setOpen(false);
      if (appCodeOf(error) === 'UNAUTHENTICATED') notify.error('Error', { description: 'User ID not found' });
      else notify.error('Error', { description: `Failed to delete user: ${messageOf(error, 'Unknown error')}` });
    }
  };

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="text-xl text-destructive">Delete Account</CardTitle>
        <CardDescription>Permanently delete your account, your bank connections and all your data.</CardDescription>
      </CardHeader>
      <CardContent>
        {dialog}
        <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" /> Delete Account
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Are you absolutely sure?</AlertDialogTitle>
            <AlertDialogDescription>
              This action cannot be undone. This will permanently delete your account and remove all your data from our servers.
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
              <AlertDialogAction
                disabled={remove.isPending}
                onClick={(e) => {
                  // Stays open, showing 'Deleting...', until the answer.
                  e.preventDefault();
                  void deleteAccount();
                }}
              >
                {remove.isPending ? 'Deleting...' : 'Delete Account'}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
