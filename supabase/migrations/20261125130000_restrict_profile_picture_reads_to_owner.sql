-- Storage policies for profile pictures, written out whole so that they hold by themselves on
-- a hosted project. There `anon` and `authenticated` hold every privilege on storage.objects
-- (Supabase's default privileges on the storage schema), so these policies are the only
-- barrier; the local bootstrap now grants the same, so both give the same answers.
--
-- What changes: reading the rows of storage.objects (listing, `storage.search`, a download
-- through /object/authenticated) is limited to the caller's own folder. Before, every row of
-- the bucket was readable by anyone, so anyone could list the folders and learn every user's
-- id. The pictures stay public by URL: Storage serves /object/public/<bucket>/... of a public
-- bucket without asking the policies, on hosted as in the local server.

-- ============================================================================
-- Tables
-- ============================================================================

alter table storage.objects enable row level security;

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here: storage.foldername() and auth.uid() are enough. A name with no folder
-- ('foto.png') has no first folder, so no policy below matches it.

-- ============================================================================
-- Policies
-- ============================================================================

drop policy if exists "Profile pictures can be seen by everyone" on storage.objects;
drop policy if exists "Profile pictures can be uploaded by their owner" on storage.objects;
drop policy if exists "Profile pictures can be replaced by their owner" on storage.objects;
drop policy if exists "Profile pictures can be deleted by their owner" on storage.objects;

-- No policy names `anon`: an anonymous caller reads, lists and writes no row.
create policy "Profile pictures can be listed by their owner" on storage.objects
  for select to authenticated
  using (bucket_id = 'profile-pictures' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Profile pictures can be uploaded by their owner" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'profile-pictures' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Profile pictures can be replaced by their owner" on storage.objects
  for update to authenticated
  using (bucket_id = 'profile-pictures' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'profile-pictures' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Profile pictures can be deleted by their owner" on storage.objects
  for delete to authenticated
  using (bucket_id = 'profile-pictures' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- ============================================================================
-- Functions
-- ============================================================================

-- None here.
